import type { TContactRequest } from '@crowdeck/core';
import type { TBackgroundTasks } from '../../lib/background-tasks';
import type { TMailer } from '../../lib/mailer';
import { buildContactMail } from './contact-mail';
import type { TContactRepository } from './contact.repository';

/** Custom-plan contact requests: stored, then mailed to sales after the answer. */
export function createContactService(deps: {
  contacts: TContactRepository;
  mailer: TMailer;
  background: TBackgroundTasks;
  salesEmail: string;
}) {
  return {
    /** Stores the request and mails it to SALES_EMAIL in the background. */
    async submit(userId: string | null, request: TContactRequest): Promise<void> {
      const id = await deps.contacts.insert(userId, request);
      deps.background.run(deps.mailer.send(buildContactMail(deps.salesEmail, request, id)), {
        event: 'mail.contact',
      });
    },
  };
}

export type TContactService = ReturnType<typeof createContactService>;
