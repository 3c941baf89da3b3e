import { openFirefox } from './firefox';
import { walk } from './walk';

walk('Firefox', openFirefox);
