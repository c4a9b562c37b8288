import { describe, expect, it } from 'vitest';
import { landingPageCode, PAGE_MODULES_ID } from '../../site/routing/page-modules';

/** A document holding a page's module list as scripts/prerender.ts writes it. */
function pageWith(list: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (list !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_MODULES_ID;
    block.textContent = list;
    doc.head.append(block);
  }
  return doc;
}

describe("the landing page's code from its module list", () => {
  it('is the second module: the entry comes first, the other chunks after', () => {
    const doc = pageWith('["/assets/index-1.js","/assets/ContactPage-2.js","/assets/forms-3.js"]');
    expect(landingPageCode(doc)).toBe('/assets/ContactPage-2.js');
  });

  it('is none where the page has no list (the unbuilt page of `npm run dev`), or a list with the entry alone', () => {
    expect(landingPageCode(pageWith(null))).toBeNull();
    expect(landingPageCode(pageWith(''))).toBeNull();
    expect(landingPageCode(pageWith('["/assets/index-1.js"]'))).toBeNull();
  });
});
