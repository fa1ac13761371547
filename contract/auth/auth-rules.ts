// The messages of signing in and of Meu Perfil (/auth/), without zod: said once for the API and the pages, and the
// schemas in ./auth.ts re-export them (docs/decisions/0051-lean-first-load.md).

export const EMAIL_REQUIRED = "Informe o e-mail.";
export const PASSWORD_REQUIRED = "Informe a senha.";
export const REFRESH_REQUIRED = "Informe o refresh token.";
export const OLD_PASSWORD_REQUIRED = "Informe a senha atual.";

/** A refused sign-in, whatever the reason (unknown e-mail, wrong password, inactive account): the API and the login page. */
export const INVALID_LOGIN = "Email ou senha inválidos.";
/** The 429 of a sign-in while the e-mail or the address is locked, in whole minutes. */
export function tooManyLoginAttempts(minutes: number): string {
  return `Muitas tentativas de login. Tente novamente em ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`;
}
export const REFRESH_INVALID = "Refresh token inválido ou expirado.";
export const LOGGED_OUT = "Sessão encerrada.";
/** The signed-in user's account is gone (Meu Perfil), or an administrator's target is (contract/auth/admin.ts). */
export const USER_NOT_FOUND = "Usuário não encontrado.";

/** Largest profile picture (the API's limit and the page's check before sending). */
export const PROFILE_PIC_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PIC_TOO_LARGE = "A foto não pode exceder 5MB.";
/** The picture is neither PNG nor JPEG (by content in the API, by declared type in the page): the message, and its field error. */
export const PROFILE_PIC_WRONG_TYPE = "A foto deve ser uma imagem PNG ou JPEG.";
export const PROFILE_PIC_TYPE_UNSUPPORTED = "Formato não suportado.";
/** No picture (or an empty one) in the upload: the message, and its field error. */
export const PROFILE_PIC_MISSING = "Envie a foto no campo profile_pic.";
export const PROFILE_PIC_NOT_CHOSEN = "Envie uma imagem.";
export const PROFILE_PIC_UPDATED = "Foto atualizada.";

export const OLD_PASSWORD_WRONG = "A senha atual está incorreta.";
export const NEW_PASSWORD_UNCHANGED = "A nova senha deve ser diferente da atual.";
export const PASSWORD_CHANGED = "Senha alterada com sucesso.";
