// What the engine's tests set up (DOM matchers, cleanup, the browser methods jsdom lacks).
import '../src/form-engine/test-kit/setup';
import { provideFromEntry } from '../src/app/provideFromEntry';

// As each entry does: the router and the words load their modules through these.
provideFromEntry();
