import { ExternalLink } from './ExternalLink';
import { CallWords, type HelplineInfo } from './Helpline';
import { useCommonWords } from './words';

/** The help strip's words, in one locale. */
export interface HelpStripWords {
  readonly heading: string;
  readonly intro: string;
  readonly callTitle: string;
  readonly textTitle: string;
  /** 'Text 4HOPE to 741741', with the keyword and number placed for the language. */
  readonly text: (keyword: string, number: string) => string;
  readonly chatTitle: string;
  readonly chat: string;
}

/** Props of {@link HelpStrip}: the facts (from the dated help file) and the words. */
export interface HelpStripProps {
  readonly helpline: HelplineInfo;
  readonly textLine: { readonly keyword: string; readonly number: string };
  readonly chatUrl: string;
  readonly words: HelpStripWords;
}

/** Three ways to reach help: call, text, or the page that offers chat. */
export function HelpStrip({ helpline, textLine, chatUrl, words }: HelpStripProps) {
  const common = useCommonWords();
  return (
    <section className="help-strip" aria-labelledby="help-strip-heading">
      <h2 id="help-strip-heading">{words.heading}</h2>
      <p className="help-strip__intro">{words.intro}</p>
      <ul className="help-strip__ways">
        <li className="help-strip__way">
          <p className="eyebrow help-strip__title">{words.callTitle}</p>
          <a className="help-strip__action" href={`tel:${helpline.tel}`}>
            <CallWords words={common} display={helpline.display} />
          </a>
          <p className="help-strip__note">{helpline.hours}</p>
        </li>
        <li className="help-strip__way">
          <p className="eyebrow help-strip__title">{words.textTitle}</p>
          <a className="help-strip__action" href={`sms:${textLine.number}?&body=${textLine.keyword}`}>
            {words.text(textLine.keyword, textLine.number)}
          </a>
        </li>
        <li className="help-strip__way">
          <p className="eyebrow help-strip__title">{words.chatTitle}</p>
          <ExternalLink className="help-strip__action" href={chatUrl}>
            {words.chat}
          </ExternalLink>
        </li>
      </ul>
    </section>
  );
}
