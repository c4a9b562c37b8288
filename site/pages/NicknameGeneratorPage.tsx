import { PlayAnotherGame } from '../../views/card-picker';
import { CARD_PICKER_CONTENT } from '../content/en/card-picker';
import { NicknameGenerator } from '../../views/nickname-generator';
import { NICKNAME_GENERATOR_CONTENT } from '../content/en/nickname-generator';

/** /games/nickname-generator */
export default function NicknameGeneratorPage() {
  return (
    <div className="page">
      <NicknameGenerator
        content={NICKNAME_GENERATOR_CONTENT}
        afterGame={<PlayAnotherGame completed="nickname-generator" content={CARD_PICKER_CONTENT} />}
      />
    </div>
  );
}
