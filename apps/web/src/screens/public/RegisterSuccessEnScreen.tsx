import { RegisterSuccess } from './RegisterSuccess';

export default function RegisterSuccessEnScreen() {
  return <RegisterSuccess lng="en" />;
}
