/** The teams of specification §1: numbers as the API sends them. */
export const TEAMS = { consulta: 1, sourcing: 2, comercial: 3 } as const;

/** Their names, as the teams table holds them: the options of an administrator's team selector. */
export const TEAM_OPTIONS = [
  { id: TEAMS.consulta, nome: "Consulta" },
  { id: TEAMS.sourcing, nome: "Sourcing" },
  { id: TEAMS.comercial, nome: "Comercial" },
] as const;

/** A team that is none of these: an administrator's choice, or the path of GET /auth/users/team/{team}/. */
export const TEAM_INVALID = "Equipe inválida.";

/**
 * Whether a team may create the three top-level records (supplier, sourcing, product). Team 1 may not: it sees
 * no creation control, its creation forms answer 403 and so does the API (docs/decisions/0061). Everything
 * else a signed-in user may do stays open to it. The one place this rule is written.
 */
export const canCreate = (team: number) => team !== TEAMS.consulta;

/** What a refused creation says, in the API's 403 and on the creation pages. */
export const CREATE_REFUSED = "Sua equipe não tem permissão para criar registros.";

/** Who fills a sourcing's responsible (team 2) and commercial (team 3) selectors. */
export const RESPONSAVEL_TEAM = TEAMS.sourcing;
export const COMERCIAL_TEAM = TEAMS.comercial;
