import type { SessionStore } from "./areas/auth/sessions.service";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { FileStorage } from "./lib/file-storage";
import type { Mailer } from "./lib/mail";
import type { ReadCache } from "./lib/read-cache";

/** What every service needs, built once by buildApp and handed down explicitly. */
export interface AppContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  /** Uploaded files' bytes (DATA_DIR/uploads/files); their records are in uploaded_files. */
  files: FileStorage;
  sessions: SessionStore;
  /** Short-lived computed reads (the dashboards), emptied by every committed write of this process. */
  reads: ReadCache;
  /** The clock; tests move it to cross lockout and expiry boundaries. */
  now: () => Date;
}
