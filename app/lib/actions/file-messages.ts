/** Specification §8: the fallbacks of file uploads and deletions (supplier documents and sourcing files). */
export const UPLOAD_FAILED = "Falha ao enviar arquivo.";
export const FILE_DELETE_FAILED = "Falha ao deletar arquivo.";
/** Specification §8 (sourcing detail): a download whose fresh link could not be had, or whose file is gone. */
export const DOWNLOAD_LINK_FAILED = "Falha ao obter URL de download.";
export const FILE_TOO_LARGE_TITLE = "Arquivo muito grande";

/** The question before a file leaves (a supplier document, a sourcing file). */
export const deleteFileQuestion = (filename: string) => `Deseja realmente deletar o arquivo ${filename}?`;
