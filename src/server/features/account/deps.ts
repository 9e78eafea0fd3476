// What the account feature's operations use of the app (decision 035's AppContext, narrowed).
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import type { Config } from '../../env';
import type { AfterAnswer } from '../../http/after-answer';
import type { Mailer } from '../../mail/delivery';
import type { Storage } from '../../storage/storage';
import type { NewsDeps } from '../notifications/public';

export type AccountDeps = {
  db: Database;
  config: Config;
  now: () => Date;
  mailer: Mailer;
  storage: Storage;
  news: NewsDeps;
  auth: Auth;
  afterAnswer: AfterAnswer;
};
