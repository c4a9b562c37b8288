import './article.css';

/** One section of a plain-language page: a heading, paragraphs and an optional list. */
export interface ArticleSection {
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
  /** A paragraph with one link, after the paragraphs: `before`, the link, then `after`. */
  readonly link?: {
    readonly before: string;
    readonly label: string;
    readonly href: string;
    readonly after: string;
  };
  /** Paragraphs after the list. */
  readonly after?: readonly string[];
}

/** A plain-language page (privacy, accessibility): its words come from the locale's content module. */
export interface ArticleContent {
  readonly title: string;
  readonly lead: string;
  /** 'Last updated ...', shown under the title. */
  readonly updated: string;
  /** The label of the contents list. */
  readonly contentsLabel: string;
  readonly sections: readonly ArticleSection[];
}

/** Renders a plain-language page: title, lead, a contents list, then its sections. */
export function Article({ content, className }: { content: ArticleContent; className: string }) {
  return (
    <div className={`page article ${className}`}>
      <h1>{content.title}</h1>
      <p className="lead">{content.lead}</p>
      <p className="article__updated">{content.updated}</p>
      <nav className="article__contents card" aria-label={content.contentsLabel}>
        <ul>
          {content.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      {content.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id}>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {section.link !== undefined && (
            <p>
              {section.link.before}
              <a href={section.link.href}>{section.link.label}</a>
              {section.link.after}
            </p>
          )}
          {section.list !== undefined && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.after?.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
