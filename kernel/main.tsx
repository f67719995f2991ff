import 'reflect-metadata';
import './shell/base.css';
import { boot } from './boot/boot';

const root = document.getElementById('kite');
if (root) void boot(root);
