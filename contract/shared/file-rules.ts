// The messages every upload and stored file shares (supplier documents, sourcing files, product images), said once
// for the API and the pages.

export const FILE_NOT_FOUND = "Arquivo não encontrado.";
export const FILE_SENT = "Arquivo enviado com sucesso!";
export const FILE_DELETED = "Arquivo deletado.";
/** What an upload does when its name (a sourcing file) or type (a supplier document) is taken: refuse, or replace. */
export const FILE_ACTIONS = ["create", "overwrite"] as const;
/** An upload's `file_action` is neither `create` nor `overwrite`. */
export const FILE_ACTION_INVALID = "Ação inválida: use create ou overwrite.";
export const ONE_FILE_AT_A_TIME = "Envie um arquivo por vez.";
/** The request names no file (the message) and the form's file field says to choose one (its field error). */
export const FILE_MISSING = "Envie o arquivo no campo file.";
export const FILE_NOT_CHOSEN = "Selecione um arquivo.";
export const FILE_EMPTY = "O arquivo está vazio.";
export const FILE_NAME_REQUIRED = "Informe o nome do arquivo.";
export const FILE_NAME_TOO_LONG = "O nome do arquivo deve ter no máximo 255 caracteres.";
export const FILE_NAME_WITH_SLASH = "O nome do arquivo não pode conter barras.";
