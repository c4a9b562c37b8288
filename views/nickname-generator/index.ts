export type {
  NicknameGeneratorContent,
  NicknameGeneratorOptionWords,
  NicknameGeneratorQuestionWords,
} from './nickname-generator.words';
export { nicknameWordAt } from './nickname-generator.words';
export type { NicknameGeneratorApi, NicknameGeneratorResultView } from './nickname-generator.connect';
export { connectNicknameGenerator } from './nickname-generator.connect';
export { NicknameGenerator } from './NicknameGenerator';
