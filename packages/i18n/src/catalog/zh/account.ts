import type { CatalogSection } from '../../types';

/** account messages (zh). Keys are the domain's message codes: AREA.NAME, nested by the dot. */
export const account: CatalogSection = {
  ACCOUNT: {
    USER_ID_REQUIRED: '请输入用户ID',
    USER_ID_CHARACTERS: '用户ID只能包含字母和数字',
    USER_ID_LENGTH: '用户ID长度须为{{min}}-{{max}}个字符',
    NAME_LENGTH: '名称长度须为{{min}}-{{max}}个字符',
    PASSWORD_REQUIRED: '请输入密码',
    PASSWORD_LENGTH: '密码长度须为{{min}}-{{max}}个字符',
    PASSWORD_MISMATCH: '两次输入的密码不一致',
    AGREEMENT_REQUIRED: '请阅读并同意服务协议',
    CAPTCHA_REQUIRED: '请输入计算题的答案',
    EMAIL_INVALID: '请输入有效的邮箱地址',
    OLD_PASSWORD_REQUIRED: '请输入当前密码',
    NEW_PASSWORD_SAME_AS_OLD: '新密码不能与当前密码相同',
    PHONE_DIGITS: '电话号码须为1-{{max}}位数字',
    TEXT_TOO_LONG: '该字段最多{{max}}个字符',
    ADDRESS_NAME_LENGTH: '名称长度须为{{min}}-{{max}}个字符',
    ADDRESS_LENGTH: '地址长度须为{{min}}-{{max}}个字符',
    LICENCE_TOO_LARGE: '图片大小不能超过{{max}}',
    LICENCE_REQUIRED: '请上传营业执照图片',
    AMOUNT_NUMERIC: '请输入最多两位小数的正数金额',
    IDENTITY_TYPE_INVALID: '请选择企业或个人',
    CUSTOMER_ID_REQUIRED: '请输入主账号的客户ID',
    CC_EMAILS_TOO_MANY: '抄送邮箱最多{{max}}个',
    ACTIVATION_INVALID_TRANSITION: '当前阶段无法进行此激活步骤',
  },
};
