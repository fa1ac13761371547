import { hash, verify } from "@node-rs/argon2";

// argon2id with the library defaults (≈ 8 ms a hash on the build machines).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Verifying against this when the e-mail is unknown keeps the response time from revealing it. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("senha-inexistente-para-tempo-constante");
  return dummyHash;
}
