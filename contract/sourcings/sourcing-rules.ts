// The sourcing contract's plain values and rules, without zod (ADR 0051): the schemas in ./sourcings.ts re-export them.
// What the list needs at first is in ./sourcing-list-rules.ts, re-exported here.
import type { NumberRule } from "#contract/numbers/numbers.ts";

export {
  FINAL_SOURCING_STATUSES,
  isFinalSourcingStatus,
  SOURCING_SORT_FIELDS,
  SOURCING_STATUS_FILTERS,
  SOURCING_STATUSES,
  type SourcingSortField,
  STARTED_SOURCING_STATUS,
} from "./sourcing-list-rules";
export const SOURCING_PAGE_SIZE_MAX = 1000;

export const SOURCING_DESCRICAO_MAX = 500;

/**
 * What each required field of 'Novo Sourcing' says under itself when left empty; the one message of specification §5
 * ('Preencha todos os campos obrigatórios.') stands once for the whole form.
 */
export const SOURCING_FIELD_REQUIRED = {
  descricao: "Informe a descrição.",
  id_categoria: "Selecione a categoria.",
  id_responsavel: "Selecione o responsável.",
} as const;

/** The budget in reais (numeric(14,2)); the information card's input accepts digits, dot and comma only (specification §5). */
export const BUDGET_RULE: NumberRule = { label: "Orçamento", decimals: 2, min: 0, max: 999_999_999_999.99 };

export const DT_ESTIMADO_MESSAGE = "Data estimada inválida: use AAAA-MM-DD.";

/** A supplier's grade in a sourcing: 0 to 10 with at most one decimal, or none (docs/design.md §6). */
export const NOTA_RULE: NumberRule = { label: "Nota", decimals: 1, min: 0, max: 10 };

export const SOURCING_FILE_MAX_BYTES = 300 * 1024 * 1024;
export const SOURCING_FILE_TOO_LARGE = "O arquivo não pode exceder 300MB.";

export const COMMENT_MAX_LENGTH = 3000;
export const COMMENT_MAX_FILES = 5;
/** Attachment names are shown shortened beyond this many characters. */
export const ATTACHMENT_NAME_VISIBLE = 10;
export const COMMENT_EMPTY_MESSAGE = "Comentário não pode estar vazio";
export const COMMENT_TOO_LONG_MESSAGE = "Comentário máximo de 3000 caracteres";
export const COMMENT_TOO_MANY_FILES_MESSAGE = "Máximo de 5 arquivos por comentário";
/** The sourcing of a comment's list or post (`id_sourcing`), and the comment of a deletion (`id`). */
export const COMMENT_SOURCING_ID_INVALID = "id_sourcing inválido: informe o id de um sourcing.";
/** `limit` of a comment list: how many of the latest comments. */
export const COMMENT_LIMIT_INVALID = "limit inválido: informe um número inteiro a partir de 1.";
export const COMMENT_ID_INVALID = "id inválido: informe o id de um comentário.";
export const COMMENT_NOT_FOUND = "Comentário não encontrado.";
export const COMMENT_DELETE_FORBIDDEN = "Apenas o autor pode deletar este comentário.";
/** An empty attachment: the message, and the `arquivos` field's error. */
export const commentFileEmpty = (filename: string) => `O arquivo ${filename} está vazio.`;
export const COMMENT_FILE_EMPTY = "Arquivo vazio.";
export const COMMENT_SENT = "Comentário enviado!";
export const COMMENT_DELETED = "Comentário deletado";

export const SOURCING_NOT_FOUND = "Sourcing não encontrado.";
/** The id of a sourcing: missing, or out of range (in a body, or `?id=` of GET /api/sourcings/). */
export const SOURCING_ID_REQUIRED = "Informe o id do sourcing.";
export const SOURCING_ID_INVALID = "Id de sourcing inválido.";
export const SOURCING_CREATED = "Sourcing criado com sucesso!";
export const SOURCING_UPDATED = "Sourcing atualizado!";
export const SOURCING_DELETED = "Sourcing deletado!";
export const SOURCING_CATEGORY_NOT_FOUND = "Categoria de sourcing não encontrada.";
export const RESPONSAVEL_INVALID = "Responsável inválido: escolha um usuário ativo da equipe de sourcing (equipe 2).";
/** The responsible or commercial user's id is not an id (the sourcing's field, the list's filter). */
export const RESPONSAVEL_ID_INVALID = "Responsável inválido.";
export const COMERCIAL_ID_INVALID = "Comercial inválido.";
export const COMERCIAL_INVALID = "Comercial inválido: escolha um usuário ativo da equipe comercial (equipe 3).";
/** The `sourcing_id` of a file upload, deletion or listing. */
export const SOURCING_FILE_ID_INVALID = "sourcing_id inválido: informe o id de um sourcing.";
export const sourcingFileExists = (filename: string) => `Já existe um arquivo com o nome ${filename}.`;
