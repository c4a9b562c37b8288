import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUIZ_GAME_CONTENT as EN } from '../../site/content/en/quiz-game';
import { QUIZ_GAME_CONTENT as ES } from '../../site/content/es/quiz-game';

/**
 * The quiz game's answers must not give the right one away: not by being the longest (or the shortest),
 * not by a form of their own (an explanation after a colon that no wrong answer has), not by sticking out
 * in length, not by where they stand. The engine shuffles answers except 'all / none of the above', which
 * always come last, so those must be right no more often than wrong.
 */
interface Answer {
  readonly answerText: string;
  readonly isCorrect: boolean;
}
interface Question {
  readonly question: string;
  readonly answers: readonly Answer[];
}

const root = join(import.meta.dirname, '../..');
const files = [
  { file: 'site/content/quiz-questions.json', pinned: EN.pinnedAnswers },
  { file: 'site/content/quiz-questions.es.json', pinned: ES.pinnedAnswers },
];

/** How an answer is put: with an explanation after a colon, as a clause after a comma, or plain. */
function shape(text: string): 'explained' | 'clause' | 'plain' {
  if (text.includes(':')) return 'explained';
  return text.includes(',') ? 'clause' : 'plain';
}

for (const { file, pinned } of files) {
  const questions = (JSON.parse(readFileSync(join(root, file), 'utf8')) as { allQuestions: Question[] })
    .allQuestions;
  const isPinned = (a: Answer) => pinned.includes(a.answerText.toLowerCase().replace(/\.$/, ''));
  const correctOf = (q: Question) => q.answers.find((a) => a.isCorrect);
  const wrongOf = (q: Question) => q.answers.filter((a) => !a.isCorrect);
  // One in three at most: a fair share with three or four answers a question, and a clear fail at the
  // old file's 13 of 15.
  const fairShare = Math.floor(questions.length / 3);

  describe(`${file}: the answers do not give the right one away`, () => {
    it('has one right answer to every question', () => {
      for (const q of questions)
        expect(
          q.answers.filter((a) => a.isCorrect),
          q.question,
        ).toHaveLength(1);
    });

    it('the right answer is the longest, or the shortest, in no more than a fair share of questions', () => {
      const longest = questions.filter((q) => {
        const right = correctOf(q)?.answerText.length ?? 0;
        return wrongOf(q).every((a) => a.answerText.length < right);
      });
      const shortest = questions.filter((q) => {
        const right = correctOf(q)?.answerText.length ?? 0;
        return wrongOf(q).every((a) => a.answerText.length > right);
      });
      expect(longest.map((q) => q.question).length).toBeLessThanOrEqual(fairShare);
      expect(shortest.map((q) => q.question).length).toBeLessThanOrEqual(fairShare);
    });

    it('no right answer is much longer than the longest wrong one', () => {
      for (const q of questions) {
        const right = correctOf(q)?.answerText.length ?? 0;
        const longestWrong = Math.max(...wrongOf(q).map((a) => a.answerText.length));
        expect(right, q.question).toBeLessThanOrEqual(Math.ceil(longestWrong * 1.25));
      }
    });

    it('the right answer is put the way at least one wrong answer is', () => {
      for (const q of questions) {
        const right = correctOf(q);
        if (right === undefined || isPinned(right)) continue;
        const wrongShapes = wrongOf(q).map((a) => shape(a.answerText));
        expect(wrongShapes, `${q.question}: ${right.answerText}`).toContain(shape(right.answerText));
      }
    });

    it('an answer always shown last ("all / none of the above") is right no more often than wrong', () => {
      const withPinned = questions.filter((q) => q.answers.some(isPinned));
      const rightPinned = withPinned.filter((q) => q.answers.some((a) => a.isCorrect && isPinned(a)));
      expect(withPinned.length).toBeGreaterThan(0);
      expect(rightPinned.length * 2).toBeLessThanOrEqual(withPinned.length);
    });

    it('the right answer stands in different places in the file, none holding most of them', () => {
      const places = new Map<number, number>();
      for (const q of questions) {
        const at = q.answers.findIndex((a) => a.isCorrect);
        places.set(at, (places.get(at) ?? 0) + 1);
      }
      expect(places.size).toBeGreaterThanOrEqual(3);
      expect(Math.max(...places.values()) * 2).toBeLessThanOrEqual(questions.length);
    });
  });
}
