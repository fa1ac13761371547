import { createContext, data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { type Profile, profileSchema, tokenPairSchema } from "#contract/auth/auth.ts";
import { dataVersionOf } from "#contract/shared/data-version.ts";
import { apiErrorSchema } from "#contract/shared/errors.ts";
import { type ApiLink, apiLinkContext } from "#contract/shared/load-context.ts";
import { webEnv } from "#app/env.server.ts";
import { type RequestSession, sessionContext } from "#app/sessions.server.ts";

/** A reply of the API that was not a success, with its Portuguese `detail` when it sent one. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | null,
    readonly errors: Record<string, string[]> = {},
    /** The record as it is now, when the API refused a save made from an older version (409). */
    readonly current?: Record<string, unknown>,
    /** When to come back, as the API's `Retry-After` said it (a 429). */
    readonly retryAfter: string | null = null,
  ) {
    super(detail ?? `Falha na API (${status})`);
  }

  /** The server's message, else the screen's fallback text of specification §8. */
  messageOr(fallback: string): string {
    return this.detail ?? fallback;
  }
}

export interface CallOptions {
  method?: string;
  /** A JSON body, or a raw body (streamed uploads) with its content type. */
  json?: unknown;
  body?: BodyInit | null;
  contentType?: string;
  query?: Record<string, string | number | undefined | null>;
  /** Send the session's access token (default), refreshing it once on a 401. */
  auth?: boolean;
  /** The ETag of the reply this process already has: the API answers 304 when it still holds. */
  ifNoneMatch?: string;
}

/**
 * Replies of one endpoint that change only with the data (lookup lists), kept by this process with their ETag and the
 * data version they came under. While the request's profile names that same version, the kept value is used without a
 * call (ADR 0078); otherwise it is revalidated: a 304 costs neither the list's query nor its JSON. Shared by every
 * user, as the lists are the same for everyone; the caller's session is checked by the profile's call, made anyway.
 */
export class RevalidatedReplies<S extends z.ZodType> {
  readonly entries = new Map<string, { etag: string; version: number | null; value: z.output<S> }>();
  constructor(readonly schema: S) {}
}

/** The signed-in user, and the data version the API read with it. */
interface ProfileRead {
  profile: Profile;
  dataVersion: number | null;
}

/**
 * The REST client of one browser request. It owns the session's tokens: on a 401 it refreshes once
 * for the whole request (concurrent calls share that refresh), replays the calls, and records the
 * new tokens in the session; when refreshing fails it clears the session and redirects to `/`.
 */
export class ApiClient {
  private refreshing: Promise<string | null> | null = null;
  private profileRead: Promise<ProfileRead> | null = null;

  constructor(
    private readonly link: ApiLink,
    private readonly session: RequestSession,
    private readonly baseUrl = webEnv().API_URL,
  ) {}

  private send(path: string, options: CallOptions, access: string | undefined): Promise<Response> {
    const url = new URL(path, this.baseUrl ?? this.link.origin);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
    }
    const headers = new Headers({ Accept: "application/json" });
    if (options.ifNoneMatch) headers.set("If-None-Match", options.ifNoneMatch);
    if (access) headers.set("Authorization", `Bearer ${access}`);
    let body: BodyInit | null | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers.set("Content-Type", "application/json");
    } else if (options.contentType) {
      headers.set("Content-Type", options.contentType);
    }
    const init: RequestInit & { duplex?: "half" } = {
      method: options.method ?? "GET",
      headers,
      body,
    };
    if (body instanceof ReadableStream) init.duplex = "half";
    if (this.baseUrl) {
      // The browser's address, as the process read it: the API tier (TRUST_PROXY=1) throttles that client, not this tier.
      headers.set("X-Forwarded-For", this.link.clientAddress);
      return fetch(url, init);
    }
    return this.link.fetch(new Request(url, init));
  }

  /** One refresh per request, whatever the number of calls that met a 401. */
  private refreshOnce(): Promise<string | null> {
    this.refreshing ??= (async () => {
      const refresh = this.session.refresh;
      if (!refresh) return null;
      const response = await this.send("/auth/refresh/", { method: "POST", json: { refresh } }, undefined);
      if (!response.ok) return null;
      const parsed = tokenPairSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) return null;
      this.session.setTokens(parsed.data);
      return parsed.data.access;
    })();
    return this.refreshing;
  }

  async call(path: string, options: CallOptions = {}): Promise<Response> {
    const useAuth = options.auth ?? true;
    const access = useAuth ? this.session.access : undefined;
    if (useAuth && !access) throw this.signedOut();
    const response = await this.send(path, options, access);
    if (response.status === 503) throw await unavailable(response);
    if (response.status !== 401 || !useAuth) return response;
    // A streamed body cannot be sent twice; those calls are made with a fresh token upfront (`ensureFresh`).
    if (options.body instanceof ReadableStream) return response;
    const fresh = await this.refreshOnce();
    if (!fresh) throw this.signedOut();
    return this.send(path, options, fresh);
  }

  /** Checks the token before a one-shot (streamed) call, refreshing it when it has expired. */
  async ensureFresh(): Promise<void> {
    const probe = await this.call("/auth/profile/picture/get/");
    await probe.body?.cancel();
  }

  /** Calls and parses a success reply with `schema`, or throws `ApiFailure`. */
  async json<S extends z.ZodType>(path: string, schema: S, options: CallOptions = {}): Promise<z.output<S>> {
    const response = await this.call(path, options);
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) throw failureOf(response, payload);
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new ApiFailure(502, null);
    return parsed.data;
  }

  /** Calls an endpoint that answers a file: the reply with its body still streaming, or throws `ApiFailure`. */
  async file(path: string, options: CallOptions = {}): Promise<Response> {
    const response = await this.call(path, options);
    if (response.ok) return response;
    throw failureOf(response, await response.json().catch(() => null));
  }

  /**
   * GET /auth/profile/: the signed-in user, read once per request however many loaders ask (the shell and a page that
   * checks the user's team ask in parallel), with the data version the API answered it under.
   */
  profile(): Promise<ProfileRead> {
    this.profileRead ??= (async () => {
      const response = await this.call("/auth/profile/");
      const payload: unknown = await response.json().catch(() => null);
      if (!response.ok) throw failureOf(response, payload);
      const parsed = profileSchema.safeParse(payload);
      if (!parsed.success) throw new ApiFailure(502, null);
      return { profile: parsed.data, dataVersion: dataVersionOf(response.headers) };
    })();
    return this.profileRead;
  }

  /** After a change to the profile: the next read asks the API again. */
  forgetProfile(): void {
    this.profileRead = null;
  }

  /**
   * `json` for an endpoint whose reply this process keeps (`RevalidatedReplies`): the kept value while the request's
   * profile names the version it came under, else a call that a 304 answers with the kept value.
   */
  async revalidated<S extends z.ZodType>(path: string, replies: RevalidatedReplies<S>, options: CallOptions = {}): Promise<z.output<S>> {
    const key = `${path}?${new URLSearchParams(Object.entries(options.query ?? {}).map(([k, v]) => [k, String(v ?? "")])).toString()}`;
    const kept = replies.entries.get(key);
    if (kept && kept.version !== null && this.session.signedIn) {
      // A failed profile read says nothing of the version: the call below then fails (or refreshes) on its own.
      const current = await this.profile().then(
        (read) => read.dataVersion,
        () => null,
      );
      if (current === kept.version) return kept.value;
    }
    const response = await this.call(path, { ...options, ifNoneMatch: kept?.etag });
    if (response.status === 304 && kept) {
      kept.version = dataVersionOf(response.headers);
      return kept.value;
    }
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) throw failureOf(response, payload);
    const parsed = replies.schema.safeParse(payload);
    if (!parsed.success) throw new ApiFailure(502, null);
    const etag = response.headers.get("ETag");
    if (etag) replies.entries.set(key, { etag, version: dataVersionOf(response.headers), value: parsed.data });
    return parsed.data;
  }

  private signedOut(): Response {
    this.session.clear();
    return redirect("/");
  }
}

/**
 * The API cannot reach its database: whatever the screen, the request ends on the 503 page with the API's
 * Portuguese message (the error boundary), so no screen has to tell an outage from its own failures.
 */
async function unavailable(response: Response) {
  const payload: unknown = await response.json().catch(() => null);
  const parsed = apiErrorSchema.safeParse(payload);
  const retryAfter = response.headers.get("Retry-After");
  return data(parsed.success ? parsed.data.detail : null, {
    status: 503,
    headers: retryAfter ? { "Retry-After": retryAfter } : undefined,
  });
}

/** A call that may fail with the API's reply (for loaders): the failure is returned, anything else still throws. */
export async function settle<T>(promise: Promise<T>): Promise<T | ApiFailure> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiFailure) return error;
    throw error;
  }
}

function failureOf(response: Response, payload: unknown): ApiFailure {
  const parsed = apiErrorSchema.safeParse(payload);
  const retryAfter = response.headers.get("Retry-After");
  return parsed.success
    ? new ApiFailure(response.status, parsed.data.detail, parsed.data.errors, parsed.data.current, retryAfter)
    : new ApiFailure(response.status, null, {}, undefined, retryAfter);
}

export const apiClientContext = createContext<ApiClient>();

export function createApiClient(context: Readonly<RouterContextProvider>): ApiClient {
  return new ApiClient(context.get(apiLinkContext), context.get(sessionContext));
}

export function apiOf(context: Readonly<RouterContextProvider>): ApiClient {
  return context.get(apiClientContext);
}
