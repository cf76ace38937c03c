import '@testing-library/jest-dom';
import { failTestsOnBrokenEventContracts } from './shared/src/testing/contracts';

failTestsOnBrokenEventContracts();
