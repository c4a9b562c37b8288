import { PlayAnotherGame } from '../../views/card-picker';
import { CARD_PICKER_CONTENT } from '../content/en/card-picker';
import { HobbyGenerator } from '../../views/hobby-generator';
import { HOBBY_GENERATOR_CONTENT } from '../content/en/hobby-generator';

/** /games/hobby-generator */
export default function HobbyGeneratorPage() {
  return (
    <div className="page">
      <HobbyGenerator
        content={HOBBY_GENERATOR_CONTENT}
        afterGame={<PlayAnotherGame completed="hobby-generator" content={CARD_PICKER_CONTENT} />}
      />
    </div>
  );
}
