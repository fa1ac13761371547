// The 'Atividade' panel's failure, shared by its loader (panel.server.ts) and the panel.

/** The history could not be loaded: the panel says so (the loader also returns an 'Erro' toast). */
export const ACTIVITY_LOAD_FAILED = "Falha ao carregar atividade";
