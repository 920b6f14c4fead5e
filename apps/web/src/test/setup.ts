import 'reflect-metadata';
import { enStorage, zhStorage } from '@portal/i18n/storage-texts';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { addAreaTexts } from '../i18n/i18n';

// Component tests render area screens directly, not through their lazy chunk that loads the
// area's texts first: every test container gets them, as the app does after the first load.
addAreaTexts({ en: enStorage, zh: zhStorage });

afterEach(() => cleanup());
