import { walk } from './walk';
import { openWebKit } from './webkit';

walk('WebKitGTK', openWebKit);
