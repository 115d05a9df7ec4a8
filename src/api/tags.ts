/**
 * The groups the reference page shows operations under, each with what it holds, in the order the
 * page lists them (docs/api/README.md, "Tags and examples"). An operation's `tag` is one of these
 * keys: a new group is added here, with its description, before an operation can name it.
 */
export const TAGS = {
  Session:
    'Signing in and out, the caller’s own sessions, connect-as, and the password reset link (docs/api/README.md#authentication).',
  Users: 'Back-office accounts: admins, readers and the quote users of resellers (docs/entities.md).',
  Resellers: 'Reseller companies, their accounts and profiles, and their margin grids (docs/entities.md).',
  Catalogue:
    'What a label is made of: poses, mandrels, orientations, papers, finishes, quantities per roll, shapes, categories, dimensions and the production scenarios.',
  Settings: 'The calculator’s tooltips, the environment configuration and the delivery countries.',
  Orders: 'Orders: lists, details, status changes, files and exports (docs/rules.md#status-transitions).',
  Requests: 'Cancellation and non-conformity requests on orders, and their answers (docs/rules.md#status-transitions).',
  Quotes: 'Quotes, their series files, their validation into an order, and exports (docs/rules.md#quotes).',
  Audit: 'The audit trail of every write, and an order’s timeline (docs/audit.md).',
  Lists: 'Each user’s list preferences and saved views (docs/lists.md).',
  Dashboard: 'The dashboard’s counters and charts for a period (docs/api/README.md#dashboard).',
  Events:
    'The stream of the changes a caller may see and of its notifications, as server-sent events resumed with Last-Event-ID (docs/api/README.md#events).',
  Notifications:
    'Each user’s notifications: the list, how many are unread, marking them read (docs/rules.md#notifications-and-mails).',
  Mails: 'The outbox: every mail the server sent, as its recipient reads it (docs/api/README.md#mails).',
  Demo: 'The in-browser demo’s own calls: absent from a real server (docs/access.md#demo-sandbox).',
} as const;

export type Tag = keyof typeof TAGS;
