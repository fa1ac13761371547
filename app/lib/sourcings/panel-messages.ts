// The sourcing page's panels that load apart from the page: what each says when its data did not come.

/** Specification §8: the comments could not be loaded. */
export const COMMENTS_LOAD_FAILED = "Falha ao carregar comentários";
/** Not in the specification (its files came with the sourcing): the list of files could not be loaded. */
export const FILES_LOAD_FAILED = "Falha ao carregar arquivos.";
