/** vitest setup file (vitest.config.ts): after each test file, its scratch folders go. */
import { afterAll } from 'vitest';
import { removeTemporaryFolders } from './temporary-folder.js';

afterAll(removeTemporaryFolders);
