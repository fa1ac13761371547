const SIDEBAR_COOKIE = "sidebar_state";
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** Expanded unless the cookie says "false". */
export function readSidebarOpen(cookieHeader: string | null): boolean {
  const match = /(?:^|;\s*)sidebar_state=([^;]*)/.exec(cookieHeader ?? "");
  return match?.[1] !== "false";
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; Path=/; Max-Age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}
