import type { MailType } from '../../../../src/domain/mails/mail';
import { cancelAnswerWithdrawnMail, type CancelAnswerWithdrawnMail } from './cancel-answer-withdrawn.mail';
import { cancelRequestAnsweredMail, type CancelRequestAnsweredMail } from './cancel-request-answered.mail';
import type { MailTemplate } from './mail-texts';
import { orderCancelledMail, type OrderCancelledMail } from './order-cancelled.mail';
import { orderConfirmationMail, type OrderConfirmationMail } from './order-confirmation.mail';
import { orderNotConformityMail, type OrderNotConformityMail } from './order-not-conformity.mail';
import { orderShippedMail, type OrderShippedMail } from './order-shipped.mail';
import { passwordResetMail, type PasswordResetMail } from './password-reset.mail';
import { quoteValidatedMail, type QuoteValidatedMail } from './quote-validated.mail';

/** What each mail is composed from, by type. */
export interface MailData {
  password_reset: PasswordResetMail;
  order_confirmation: OrderConfirmationMail;
  order_shipped: OrderShippedMail;
  order_not_conformity: OrderNotConformityMail;
  quote_validated: QuoteValidatedMail;
  cancel_request_answered: CancelRequestAnsweredMail;
  cancel_answer_withdrawn: CancelAnswerWithdrawnMail;
  order_cancelled: OrderCancelledMail;
}

/** The one template of each mail (docs/api/README.md#mails). */
export const MAIL_TEMPLATES: { readonly [T in MailType]: MailTemplate<MailData[T]> } = {
  password_reset: passwordResetMail,
  order_confirmation: orderConfirmationMail,
  order_shipped: orderShippedMail,
  order_not_conformity: orderNotConformityMail,
  quote_validated: quoteValidatedMail,
  cancel_request_answered: cancelRequestAnsweredMail,
  cancel_answer_withdrawn: cancelAnswerWithdrawnMail,
  order_cancelled: orderCancelledMail,
};
