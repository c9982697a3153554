import { describeBadInput } from './bad-input-driver.ts';

describeBadInput('sso');
