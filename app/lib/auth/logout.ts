/** Specification §2: 'Sair' clears both tokens and goes to /login after 500 ms (with JavaScript or without). */
export const LOGOUT_DELAY_MS = 500;
