import { installRenderCounter } from './renderCounter';

installRenderCounter();
