import { afterGame } from './after-game';
import { NicknameGenerator } from '../../views/nickname-generator';
import { NICKNAME_GENERATOR_CONTENT } from '../content/en/nickname-generator';

/** /games/nickname-generator */
export default function NicknameGeneratorPage() {
  return (
    <div className="page">
      <NicknameGenerator content={NICKNAME_GENERATOR_CONTENT} afterGame={afterGame('nickname-generator')} />
    </div>
  );
}
