import type { Locale } from '../../../src/domain/shared/format';

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
  tourUnavailable: {
    fr: 'Plus de situation disponible pour cette étape : réinitialisez les données de démo.',
    en: 'No situation left for this step: reset the demo data.',
    es: 'No queda ninguna situación para este paso: restablezca los datos de demostración.',
  },
  invalid: { fr: 'Données invalides.', en: 'Invalid data.', es: 'Datos no válidos.' },
  invalidParameters: {
    fr: 'Paramètres de liste invalides.',
    en: 'Invalid list parameters.',
    es: 'Parámetros de lista no válidos.',
  },
  required: { fr: 'Ce champ est obligatoire.', en: 'This field is required.', es: 'Este campo es obligatorio.' },
  email: { fr: 'Adresse e-mail invalide.', en: 'Invalid email address.', es: 'Correo electrónico no válido.' },
  tooLong: { fr: 'Texte trop long.', en: 'Text too long.', es: 'Texto demasiado largo.' },
  controlCharacters: {
    fr: 'Caractère de contrôle refusé (seuls tabulations et retours à la ligne sont admis).',
    en: 'Control character refused (only tabs and line breaks are allowed).',
    es: 'Carácter de control rechazado (solo se admiten tabulaciones y saltos de línea).',
  },
  tooLongMax: {
    fr: 'Texte trop long : {max} caractères au plus.',
    en: 'Text too long: {max} characters at most.',
    es: 'Texto demasiado largo: {max} caracteres como máximo.',
  },
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
  // Sessions and accounts (docs/access.md#passwords, docs/api/README.md#authentication).
  passwordCommon: {
    fr: 'Ce mot de passe est trop courant : choisissez-en un autre.',
    en: 'This password is too common: choose another one.',
    es: 'Esta contraseña es demasiado común: elija otra.',
  },
  passwordIsUsername: {
    fr: 'Le mot de passe ne peut pas être identique à l’identifiant.',
    en: 'The password cannot be the same as the username.',
    es: 'La contraseña no puede ser igual al nombre de usuario.',
  },
  currentPasswordRequired: {
    fr: 'Saisissez votre mot de passe actuel.',
    en: 'Enter your current password.',
    es: 'Introduzca su contraseña actual.',
  },
  currentPasswordWrong: {
    fr: 'Le mot de passe actuel est incorrect.',
    en: 'The current password is wrong.',
    es: 'La contraseña actual no es correcta.',
  },
  tooManyAttempts: {
    fr: 'Trop de tentatives de connexion. Réessayez dans {seconds} s.',
    en: 'Too many login attempts. Try again in {seconds} s.',
    es: 'Demasiados intentos de conexión. Vuelva a intentarlo dentro de {seconds} s.',
  },
  exportsInFlight: {
    fr: 'Vous avez déjà {count} exports en cours : attendez qu’ils se terminent.',
    en: 'You already have {count} exports in progress: wait for them to finish.',
    es: 'Ya tiene {count} exportaciones en curso: espere a que terminen.',
  },
  tooManyRequests: {
    fr: 'Trop de demandes. Réessayez dans {seconds} s.',
    en: 'Too many requests. Try again in {seconds} s.',
    es: 'Demasiadas solicitudes. Vuelva a intentarlo dentro de {seconds} s.',
  },
  roleNotAllowed: { fr: 'Rôle non autorisé.', en: 'Role not allowed.', es: 'Rol no permitido.' },
  superAdminOwnAccount: {
    fr: 'Seul le super-administrateur change son identifiant, son mot de passe et son rôle ; un autre administrateur ne peut ni le désactiver ni le supprimer.',
    en: 'Only the super-admin changes its own login, password and role; another admin can neither switch it off nor delete it.',
    es: 'Solo el superadministrador cambia su usuario, su contraseña y su rol; otro administrador no puede desactivarlo ni eliminarlo.',
  },
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
    fr: 'Ce compte n’est pas un revendeur.',
    en: 'This account is not a reseller.',
    es: 'Esta cuenta no es un revendedor.',
  },
  outOfRange: { fr: 'Valeur hors limites.', en: 'Value out of range.', es: 'Valor fuera de rango.' },
  number: { fr: 'Nombre attendu.', en: 'A number is expected.', es: 'Se espera un número.' },
  url: { fr: 'URL invalide.', en: 'Invalid URL.', es: 'URL no válida.' },
  integer: { fr: 'Nombre entier attendu.', en: 'An integer is expected.', es: 'Se espera un número entero.' },
  // GET /events (docs/api/README.md#events): the header a resume sends.
  lastEventIdInvalid: {
    fr: 'En-tête Last-Event-ID invalide.',
    en: 'Invalid Last-Event-ID header.',
    es: 'Cabecera Last-Event-ID no válida.',
  },
  lastEventIdRule: {
    fr: 'L’id du dernier événement reçu est attendu : 1 à 15 chiffres.',
    en: 'The id of the last event received is expected: 1 to 15 digits.',
    es: 'Se espera el id del último evento recibido: de 1 a 15 cifras.',
  },
  between: {
    fr: 'Valeur entre {min} et {max} attendue.',
    en: 'A value between {min} and {max} is expected.',
    es: 'Se espera un valor entre {min} y {max}.',
  },
  oneOf: { fr: 'Valeur attendue : {values}.', en: 'Expected one of: {values}.', es: 'Valores admitidos: {values}.' },
  invalidDate: {
    fr: 'Date attendue (AAAA-MM-JJ).',
    en: 'A date is expected (YYYY-MM-DD).',
    es: 'Se espera una fecha (AAAA-MM-DD).',
  },
  dateOrder: {
    fr: 'La date de fin précède la date de début.',
    en: 'The end date is before the start date.',
    es: 'La fecha de fin es anterior a la de inicio.',
  },
  // Catalogue.
  uid: {
    fr: 'Code attendu : majuscules, chiffres, - ou _ (2 à 40).',
    en: 'Expected a code: capitals, digits, - or _ (2 to 40).',
    es: 'Se espera un código: mayúsculas, cifras, - o _ (2 a 40).',
  },
  chooseOne: {
    fr: 'Choisissez au moins une valeur.',
    en: 'Choose at least one value.',
    es: 'Elija al menos un valor.',
  },
  unknownChoice: { fr: 'Choix inconnu.', en: 'Unknown choice.', es: 'Opción desconocida.' },
  singleDisagrees: {
    fr: '« {single} » doit être le premier de « {list} » : envoyez l’un des deux, ou les deux d’accord.',
    en: '"{single}" must be the first of "{list}": send one of them, or both agreeing.',
    es: '«{single}» debe ser el primero de «{list}»: envíe uno de los dos, o ambos de acuerdo.',
  },
  notAllowed: {
    fr: 'Cette opération n’est pas proposée.',
    en: 'This operation is not offered.',
    es: 'Esta operación no está disponible.',
  },
  usedByCategories: { fr: 'les catégories', en: 'the categories', es: 'las categorías' },
  usedByScenarios: { fr: 'les scénarios', en: 'the scenarios', es: 'los escenarios' },
  usedByPapers: { fr: 'les papiers', en: 'the papers', es: 'los papeles' },
  usedByDimensions: { fr: 'les dimensions', en: 'the dimensions', es: 'las dimensiones' },
  usedByCategoryScenarios: {
    fr: 'les scénarios de catégorie',
    en: 'the category scenarios',
    es: 'los escenarios de categoría',
  },
  usedByMarginGrids: { fr: 'les grilles de marge de', en: 'the margin grids of', es: 'las tablas de margen de' },
  syncNotConfigured: {
    fr: 'Synchronisation impossible : l’adresse THETIS n’est pas configurée.',
    en: 'Cannot synchronise: the THETIS address is not configured.',
    es: 'No se puede sincronizar: la dirección de THETIS no está configurada.',
  },
  // Resellers, margin grid, delivery countries.
  date: { fr: 'Date invalide (AAAA-MM-JJ).', en: 'Invalid date (YYYY-MM-DD).', es: 'Fecha no válida (AAAA-MM-DD).' },
  unknownCountry: { fr: 'Pays inconnu.', en: 'Unknown country.', es: 'País desconocido.' },
  // Record versions (If-Match).
  staleRecord: {
    fr: 'Cet enregistrement a été modifié depuis que vous l’avez ouvert : rechargez-le avant d’enregistrer.',
    en: 'This record has changed since you opened it: reload it before saving.',
    es: 'Este registro ha cambiado desde que lo abrió: vuelva a cargarlo antes de guardar.',
  },
  resellerInUse: {
    fr: 'Ce revendeur a encore des utilisateurs ou des commandes : suppression impossible.',
    en: 'This reseller still has users or orders: it cannot be deleted.',
    es: 'Este revendedor todavía tiene usuarios o pedidos: no se puede eliminar.',
  },
  // Uploaded files (docs/rules.md#uploads): a margin grid, a PDF.
  fileRequired: { fr: 'Choisissez un fichier.', en: 'Choose a file.', es: 'Elija un archivo.' },
  fileTooLarge: { fr: 'Fichier trop volumineux.', en: 'File too large.', es: 'Archivo demasiado grande.' },
  fileEmpty: { fr: 'Le fichier est vide.', en: 'The file is empty.', es: 'El archivo está vacío.' },
  notPdf: {
    fr: 'Le fichier n’est pas un PDF (il ne commence pas par %PDF-).',
    en: 'The file is not a PDF (it does not start with %PDF-).',
    es: 'El archivo no es un PDF (no empieza por %PDF-).',
  },
  pdfTooLarge: {
    fr: 'Le fichier dépasse 20 Mo.',
    en: 'The file is larger than 20 MB.',
    es: 'El archivo supera los 20 MB.',
  },
  pdfTruncated: {
    fr: 'Le PDF est incomplet (il ne se termine pas par %%EOF).',
    en: 'The PDF is incomplete (it does not end with %%EOF).',
    es: 'El PDF está incompleto (no termina con %%EOF).',
  },
  marginRefused: {
    fr: 'Fichier refusé : {count} erreur(s), rien n’a été importé.',
    en: 'File refused: {count} error(s), nothing was imported.',
    es: 'Archivo rechazado: {count} error(es), no se importó nada.',
  },
  marginNoRows: {
    fr: 'Le fichier ne contient aucune ligne de marge.',
    en: 'The file holds no margin line.',
    es: 'El archivo no contiene ninguna línea de margen.',
  },
  marginTooManyLines: {
    fr: 'Le fichier dépasse {max} lignes, en-tête à part.',
    en: 'The file holds more than {max} lines besides its header.',
    es: 'El archivo tiene más de {max} líneas, sin contar el encabezado.',
  },
  marginHeader: {
    fr: 'En-tête attendu : scenario_uid;quantity;marge.',
    en: 'Expected header: scenario_uid;quantity;marge.',
    es: 'Encabezado esperado: scenario_uid;quantity;marge.',
  },
  marginColumns: {
    fr: 'Trois colonnes attendues.',
    en: 'Three columns expected.',
    es: 'Se esperan tres columnas.',
  },
  marginScenarioMissing: { fr: 'Scénario manquant.', en: 'Missing scenario.', es: 'Falta el escenario.' },
  marginScenarioUnknown: {
    fr: 'Scénario inconnu : {value}.',
    en: 'Unknown scenario: {value}.',
    es: 'Escenario desconocido: {value}.',
  },
  marginQuantity: {
    fr: 'Quantité invalide « {value} » : entier positif attendu.',
    en: 'Invalid quantity "{value}": a positive integer is expected.',
    es: 'Cantidad no válida «{value}»: se espera un entero positivo.',
  },
  marginMarge: {
    fr: 'Marge invalide « {value} » : entre 0 et 1000 attendue.',
    en: 'Invalid margin "{value}": between 0 and 1000 expected.',
    es: 'Margen no válido «{value}»: se espera entre 0 y 1000.',
  },
  marginDuplicate: {
    fr: 'Doublon de la ligne {firstLine} ({value}).',
    en: 'Duplicate of line {firstLine} ({value}).',
    es: 'Duplicado de la línea {firstLine} ({value}).',
  },
  // Request bodies (docs/api/README.md#bodies-and-answers): over the limit, malformed, of a type the call does not take.
  bodyTooLarge: {
    fr: 'Le corps de la requête dépasse {size} Mo.',
    en: 'The request body is over {size} MB.',
    es: 'El cuerpo de la solicitud supera los {size} MB.',
  },
  bodyNotJson: {
    fr: 'Le corps de la requête n’est pas du JSON valide.',
    en: 'The request body is not valid JSON.',
    es: 'El cuerpo de la solicitud no es un JSON válido.',
  },
  bodyNotMultipart: {
    fr: 'Le corps de la requête n’est pas un formulaire multipart/form-data valide.',
    en: 'The request body is not a valid multipart/form-data form.',
    es: 'El cuerpo de la solicitud no es un formulario multipart/form-data válido.',
  },
  bodyTooManyParts: {
    fr: 'Le formulaire a plus de parties que cet appel n’en prend.',
    en: 'The form has more parts than this call takes.',
    es: 'El formulario tiene más partes de las que admite esta llamada.',
  },
  bodyJsonExpected: {
    fr: 'Cet appel attend un corps JSON (Content-Type: application/json).',
    en: 'This call takes a JSON body (Content-Type: application/json).',
    es: 'Esta llamada espera un cuerpo JSON (Content-Type: application/json).',
  },
  bodyMultipartExpected: {
    fr: 'Cet appel attend un formulaire multipart/form-data.',
    en: 'This call takes a multipart/form-data form.',
    es: 'Esta llamada espera un formulario multipart/form-data.',
  },
  bodyIncomplete: {
    fr: 'Le corps de la requête est incomplet.',
    en: 'The request body is incomplete.',
    es: 'El cuerpo de la solicitud está incompleto.',
  },
  // Saved views (docs/lists.md#limits).
  viewNameTaken: {
    fr: 'Vous avez déjà une vue de ce nom pour cette liste.',
    en: 'You already have a view with this name for this list.',
    es: 'Ya tiene una vista con este nombre para esta lista.',
  },
  tooManyViews: {
    fr: 'Au plus {max} vues par liste : supprimez-en une d’abord.',
    en: 'At most {max} views per list: delete one first.',
    es: 'Como máximo {max} vistas por lista: elimine una primero.',
  },
  badRequest: {
    fr: 'Requête invalide.',
    en: 'Bad request.',
    es: 'Solicitud no válida.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** A message with its `{name}` placeholders filled in. */
function fillMessage(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The lookup of a feature's own message table: `(locale, key, values) → text`. */
export function messageTable<K extends string>(table: Readonly<Record<K, Readonly<Record<Locale, string>>>>) {
  return (locale: Locale, key: K, values: Record<string, string | number> = {}): string =>
    fillMessage(table[key][locale], values);
}

/** The mock server's shared messages: `(locale, key, values) → text`. */
export const message = messageTable(MESSAGES);
