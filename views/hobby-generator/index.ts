export type { HobbyGeneratorContent, HobbyGeneratorQuestionWords, HobbyWords } from './hobby-generator.words';
export type { HobbyGeneratorApi, HobbyGeneratorResultView } from './hobby-generator.connect';
export { connectHobbyGenerator } from './hobby-generator.connect';
export {
  HOBBY_PICTURE_DIR,
  HOBBY_PICTURE_SIZE,
  hobbyPicture,
  hobbyPictureSlug,
  HOBBY_PICTURE_SLUGS,
} from './hobby-generator.pictures';
export { HobbyGenerator } from './HobbyGenerator';
