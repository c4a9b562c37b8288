import type { PageModule, RouteKey } from './page-module';

/**
 * How to load each page's code, one chunk per page. A chunk of its own, loaded on the first link a
 * visitor follows (or points at), not with the entry: the page a visitor lands on is found through its
 * module list (site/routing/page-modules.ts), so the first page needs no table of every page.
 */
export const PAGE_LOADERS: Readonly<Record<RouteKey, () => Promise<PageModule>>> = {
  '/': () => import('../pages/HomePage'),
  '/games/gambler-quiz': () => import('../pages/GamblerQuizPage'),
  '/get-help-give-help': () => import('../pages/HelpPage'),
  '/get-help-give-help/email-preview': () => import('../pages/EmailPreviewPage'),
  '/games/quiz-game': () => import('../pages/QuizGamePage'),
  '/games/scroll-game': () => import('../pages/ScrollGamePage'),
  '/games/nickname-generator': () => import('../pages/NicknameGeneratorPage'),
  '/games/hobby-generator': () => import('../pages/HobbyGeneratorPage'),
  '/cost-calculator': () => import('../pages/CostCalculatorPage'),
  '/games/register': () => import('../pages/RegisterPage'),
  '/privacy-policy': () => import('../pages/PrivacyPage'),
  '/accessibility': () => import('../pages/AccessibilityPage'),
  '/contact': () => import('../pages/ContactPage'),
  '404': () => import('../pages/NotFoundPage'),
};
