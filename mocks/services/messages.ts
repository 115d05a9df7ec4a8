import type { Locale } from '../../src/domain/shared/format';

/** The mock server's messages in the caller's language (the `locale` query parameter). */
const MESSAGES = {
  invalidCredentials: {
    fr: 'Identifiant ou mot de passe incorrect.',
    en: 'Invalid username or password.',
    es: 'Usuario o contraseña incorrectos.',
  },
  accountDisabled: {
    fr: 'Ce compte est désactivé.',
    en: 'This account is disabled.',
    es: 'Esta cuenta está desactivada.',
  },
  frontUserRefused: {
    fr: 'Ce compte client ne peut pas se connecter au back office.',
    en: 'This customer account cannot log in to the back office.',
    es: 'Esta cuenta de cliente no puede acceder al back office.',
  },
  unauthorized: { fr: 'Session expirée.', en: 'Session expired.', es: 'Sesión caducada.' },
  forbidden: { fr: 'Accès refusé.', en: 'Access denied.', es: 'Acceso denegado.' },
  notFound: { fr: 'Introuvable.', en: 'Not found.', es: 'No encontrado.' },
  invalid: { fr: 'Données invalides.', en: 'Invalid data.', es: 'Datos no válidos.' },
  invalidParameters: {
    fr: 'Paramètres de liste invalides.',
    en: 'Invalid list parameters.',
    es: 'Parámetros de lista no válidos.',
  },
  required: { fr: 'Ce champ est obligatoire.', en: 'This field is required.', es: 'Este campo es obligatorio.' },
  email: { fr: 'Adresse e-mail invalide.', en: 'Invalid email address.', es: 'Correo electrónico no válido.' },
  tooLong: { fr: 'Texte trop long.', en: 'Text too long.', es: 'Texto demasiado largo.' },
  alreadyUsed: {
    fr: 'Cette valeur est déjà utilisée.',
    en: 'This value is already used.',
    es: 'Este valor ya está en uso.',
  },
  inUse: {
    fr: 'Suppression impossible : utilisé par {what}.',
    en: 'Cannot delete: used by {what}.',
    es: 'No se puede eliminar: lo usa {what}.',
  },
  usernameTaken: {
    fr: 'Cet identifiant est déjà utilisé.',
    en: 'This username is already taken.',
    es: 'Este usuario ya existe.',
  },
  passwordLength: {
    fr: 'Le mot de passe doit contenir au moins 8 caractères.',
    en: 'The password must be at least 8 characters long.',
    es: 'La contraseña debe tener al menos 8 caracteres.',
  },
  roleNotAllowed: { fr: 'Rôle non autorisé.', en: 'Role not allowed.', es: 'Rol no permitido.' },
  cannotDeleteSelf: {
    fr: 'Vous ne pouvez pas supprimer votre propre compte.',
    en: 'You cannot delete your own account.',
    es: 'No puede eliminar su propia cuenta.',
  },
  cannotDeleteWithUsers: {
    fr: 'Ce compte a des utilisateurs rattachés.',
    en: 'This account still has users attached.',
    es: 'Esta cuenta todavía tiene usuarios asociados.',
  },
  notAReseller: {
    fr: "Ce compte n'est pas un revendeur.",
    en: 'This account is not a reseller.',
    es: 'Esta cuenta no es un revendedor.',
  },
  outOfRange: { fr: 'Valeur hors limites.', en: 'Value out of range.', es: 'Valor fuera de rango.' },
  number: { fr: 'Nombre attendu.', en: 'A number is expected.', es: 'Se espera un número.' },
  url: { fr: 'URL invalide.', en: 'Invalid URL.', es: 'URL no válida.' },
  integer: { fr: 'Nombre entier attendu.', en: 'An integer is expected.', es: 'Se espera un número entero.' },
  between: {
    fr: 'Valeur entre {min} et {max} attendue.',
    en: 'A value between {min} and {max} is expected.',
    es: 'Se espera un valor entre {min} y {max}.',
  },
  oneOf: { fr: 'Valeur attendue : {values}.', en: 'Expected one of: {values}.', es: 'Valores admitidos: {values}.' },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function message(locale: Locale, key: MessageKey, values: Record<string, string | number> = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
