import { NON_CONFORMITY_REPOSITORY } from '../../application/non-conformities/non-conformity-repository.port';
import { NON_CONFORMITIES } from '../../application/non-conformities/non-conformities.tokens';
import {
  AnswerNonConformity,
  FlagNonConformity,
  ListNonConformities,
  UploadNonConformityFile,
} from '../../application/non-conformities/non-conformities.use-cases';
import { SESSION_STORE } from '../../application/session/session.store';
import { APP_SIGNALS } from '../../application/shared/signals';
import { ApiNonConformityRepository } from '../adapters/api-non-conformity.repository';
import { bindings } from './app-container';

/** The non-conformities: placed by staff, answered by the reseller (docs/rules.md#non-conformity). */
export const nonConformitiesModule = bindings((bind) => {
  bind.adapter(NON_CONFORMITY_REPOSITORY, ApiNonConformityRepository);
  bind.factory(
    NON_CONFORMITIES,
    [NON_CONFORMITY_REPOSITORY, SESSION_STORE, APP_SIGNALS],
    (requests, session, signals) => ({
      list: new ListNonConformities(requests, session),
      flag: new FlagNonConformity(requests, signals),
      uploadFile: new UploadNonConformityFile(requests, signals),
      answer: new AnswerNonConformity(requests, signals),
    }),
  );
});
