import { openFirefox } from './firefox';
import { SMOKE_PORT, walk } from './walk';

walk('Firefox', openFirefox, SMOKE_PORT);
