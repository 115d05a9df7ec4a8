import { token } from '../shared/token';
import type {
  AnswerNonConformity,
  FlagNonConformity,
  ListNonConformities,
  UploadNonConformityFile,
} from './non-conformities.use-cases';

/** A non-conformity, placed by staff and answered by the reseller (docs/rules.md#non-conformity). */
export interface NonConformityUseCases {
  readonly list: ListNonConformities;
  readonly flag: FlagNonConformity;
  readonly uploadFile: UploadNonConformityFile;
  readonly answer: AnswerNonConformity;
}

export const NON_CONFORMITIES = token<NonConformityUseCases>('nonConformities');
