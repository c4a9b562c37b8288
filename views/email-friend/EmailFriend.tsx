import { emailFriendForm, FORMS_TYPES } from '@play-smart/engine';
import { Form } from '../forms/Form';
import { useFormAnswer } from '../forms/form-answer';
import { ERROR_SUMMARY_FOCUS } from '../forms/form-status.connect';
import { FormField } from '../forms/FormField';
import { FormAlert, FormSubmit, FormSuccess } from '../forms/FormStatus';
import type { FormWords } from '../forms/forms.words';
import { useFormRuntime } from '../forms/use-form-runtime';
import { ExternalLink } from '../layout';
import { RuntimeProvider, useEngine, useEngineState } from '../runtime';
import { connectEmailFriend } from './email-friend.connect';
import type { EmailFriendWords } from './email-friend.words';
import '../forms/forms.css';
import './email-friend.css';

/** Props of {@link EmailFriend}. */
export interface EmailFriendProps {
  readonly words: EmailFriendWords;
  readonly formWords: FormWords;
  /** The reCAPTCHA site key from the page settings; null when the bot check is off. */
  readonly botCheckSiteKey: string | null;
}

function EmailFriendForm({
  words,
  formWords,
  botCheck,
  onInteract,
}: Omit<EmailFriendProps, 'botCheckSiteKey'> & { botCheck: boolean; onInteract: () => void }) {
  const driver = useEngine(emailFriendForm, { ...ERROR_SUMMARY_FOCUS, botCheck });
  useFormAnswer(driver, FORMS_TYPES.emailFriend);
  const api = connectEmailFriend(useEngineState(driver), driver.send, words, formWords);
  const { status } = api;
  return (
    <section className="email-friend card" aria-labelledby="email-friend-title">
      <h3 id="email-friend-title">{words.title}</h3>
      <p>{words.intro}</p>
      <FormSuccess success={status.success} />
      <FormAlert alert={status.alert} headingLevel={4} />
      <Form
        status={status}
        onInteract={onInteract}
        formType={FORMS_TYPES.emailFriend}
        className="email-friend__form"
        labelledBy="email-friend-title"
      >
        <FormField field={api.email} emptyLabel="" />
        <FormSubmit submit={status.submit} className="email-friend__send" />
      </Form>
      <p className="email-friend__links">
        <ExternalLink href={api.preview.href}>{api.preview.label}</ExternalLink>
      </p>
      <p className="email-friend__note">{api.note}</p>
    </section>
  );
}

/**
 * The anonymous email-a-friend form, headed at level 3 inside its page's
 * section: one address, SEND (aria-disabled while
 * sending), errors in an error summary the engine focuses, the confirmation, and a reset to empty. The address is
 * used for one message and stored nowhere.
 */
export function EmailFriend({ words, formWords, botCheckSiteKey }: EmailFriendProps) {
  const form = useFormRuntime(botCheckSiteKey, words.botCheckLabel);
  return (
    <RuntimeProvider runtime={form.runtime}>
      <EmailFriendForm
        words={words}
        formWords={formWords}
        botCheck={form.botCheck}
        onInteract={form.onInteract}
      />
    </RuntimeProvider>
  );
}
