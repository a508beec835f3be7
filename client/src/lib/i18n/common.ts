// The texts every page's frame shows (header, footer, 404): registered with the landing bundle.

import { defineMessages } from './messages';
import english from './messages/en/common';

export const useCommonText = defineMessages('common', english);
