import { createContext, createCookieSessionStorage, type Session, type SessionStorage } from "react-router";
import { webEnv } from "./env.server";
import { createSignedCookie } from "./lib/shell/signed-cookie.server";
import { isToast, type Toast } from "./lib/shell/toast";

interface SessionData {
  access: string;
  refresh: string;
}
interface FlashData {
  toast: Toast;
}

const MAX_AGE = 7 * 24 * 60 * 60;

let storages: { secure: SessionStorage<SessionData, FlashData>; plain: SessionStorage<SessionData, FlashData> } | undefined;

function storage(secure: boolean) {
  if (!storages) {
    const make = (secureCookie: boolean) =>
      createCookieSessionStorage<SessionData, FlashData>({
        cookie: createSignedCookie("__session", {
          httpOnly: true,
          sameSite: "lax",
          path: "/",
          maxAge: MAX_AGE,
          secrets: [webEnv().SESSION_SECRET],
          secure: secureCookie,
        }),
      });
    storages = { secure: make(true), plain: make(false) };
  }
  return secure ? storages.secure : storages.plain;
}

/** https directly, or behind a proxy that says so; plain http on a LAN must keep working. */
function isHttps(request: Request): boolean {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  return forwarded ? forwarded === "https" : new URL(request.url).protocol === "https:";
}

/**
 * The session of one request: read once, changed by loaders and actions, committed once by the root
 * middleware. The browser never sees the tokens: they live in this signed httpOnly cookie.
 */
export class RequestSession {
  private changed = false;
  private delivered = false;

  constructor(
    private readonly session: Session<SessionData, FlashData>,
    private readonly store: SessionStorage<SessionData, FlashData>,
  ) {}

  get access(): string | undefined {
    return this.session.get("access");
  }

  get refresh(): string | undefined {
    return this.session.get("refresh");
  }

  get signedIn(): boolean {
    return Boolean(this.access);
  }

  setTokens(tokens: { access: string; refresh?: string }): void {
    this.session.set("access", tokens.access);
    if (tokens.refresh) this.session.set("refresh", tokens.refresh);
    this.changed = true;
  }

  clear(): void {
    this.session.unset("access");
    this.session.unset("refresh");
    this.changed = true;
  }

  flash(toast: Toast): void {
    this.session.flash("toast", toast);
    this.changed = true;
  }

  takeToast(): Toast | null {
    if (!this.session.has("toast")) return null;
    const toast: unknown = this.session.get("toast");
    this.changed = true;
    this.delivered = isToast(toast);
    return isToast(toast) ? toast : null;
  }

  /** This response shows the flash toast: the page must not be stored (see the root middleware). */
  get deliveredToast(): boolean {
    return this.delivered;
  }

  get dirty(): boolean {
    return this.changed;
  }

  commit(): Promise<string> {
    return this.store.commitSession(this.session);
  }
}

export async function readSession(request: Request): Promise<RequestSession> {
  const store = storage(isHttps(request));
  const session = await store.getSession(request.headers.get("Cookie"));
  return new RequestSession(session, store);
}

export const sessionContext = createContext<RequestSession>();
