import { afterGame } from './after-game';
import { HobbyGenerator } from '../../views/hobby-generator';
import { HOBBY_GENERATOR_CONTENT } from '../content/en/hobby-generator';

/** /games/hobby-generator */
export default function HobbyGeneratorPage() {
  return (
    <div className="page">
      <HobbyGenerator content={HOBBY_GENERATOR_CONTENT} afterGame={afterGame('hobby-generator')} />
    </div>
  );
}
