export { ScriptSwitch, type ScriptSwitchProps } from './ScriptSwitch.tsx';
