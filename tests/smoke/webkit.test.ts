import { SMOKE_PORT, walk } from './walk';
import { openWebKit } from './webkit';

walk('WebKitGTK', openWebKit, SMOKE_PORT + 3);
