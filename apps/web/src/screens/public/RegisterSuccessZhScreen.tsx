import { RegisterSuccess } from './RegisterSuccess';

export default function RegisterSuccessZhScreen() {
  return <RegisterSuccess lng="zh" />;
}
