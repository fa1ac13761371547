/** The teams of spec section 1: numbers as the API sends them. */
export const TEAMS = { consulta: 1, sourcing: 2, comercial: 3 } as const;

/** Their names, as the teams table holds them: the options of an administrator's team selector. */
export const TEAM_OPTIONS = [
  { id: TEAMS.consulta, nome: "Consulta" },
  { id: TEAMS.sourcing, nome: "Sourcing" },
  { id: TEAMS.comercial, nome: "Comercial" },
] as const;

/** Team 1 sees no creation buttons and the API refuses its creations (docs/decisions/0006). */
export const canCreate = (team: number) => team !== TEAMS.consulta;

/** Who fills a sourcing's responsible (team 2) and commercial (team 3) selectors. */
export const RESPONSAVEL_TEAM = TEAMS.sourcing;
export const COMERCIAL_TEAM = TEAMS.comercial;
