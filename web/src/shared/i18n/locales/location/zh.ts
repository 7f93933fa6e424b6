import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  messages: {
    unsupported: '您的浏览器不支持地理定位',
    denied: '位置访问被拒绝。请开启定位服务以查找您附近的物品。',
    unavailable: '无法获取位置信息。请重试。',
    timeout: '位置请求超时。请重试。',
    unknown: '无法获取您的位置。请重试。',
    notAvailable: '位置不可用。请开启定位服务。',
    nearbyFailed: '无法找到您附近的物品',
    browserSettings: '请在浏览器设置中允许访问位置，然后刷新页面。',
  },
  detectedToast: '已检测到位置',
  unknownPlace: '未知位置',
  card: {
    label: '您的位置',
    promptTitle: '查找您附近的物品',
    promptText: '分享您的位置，即可查看附近可租的物品。',
    useMyLocation: '使用我的位置',
    detecting: '正在检测您的位置...',
    deniedTitle: '位置访问已关闭',
    failedTitle: '我们无法找到您的位置',
    unsupportedTitle: '无法使用定位',
    browserSettings: '浏览器设置',
    tryAgain: '重试',
    detectedTitle: '正在显示 {{place}} 附近的物品',
    detectedText: '搜索结果和“您附近”栏目会使用此位置。',
    dismiss: '关闭位置提示',
  },
  header: {
    searchNear: '在 {{place}} 附近搜索...',
  },
  nearYou: {
    title: '您附近',
    subtitle: '{{place}} {{radius}} 公里范围内的物品，由近及远',
    viewAll: '查看所有附近物品',
    loading: '正在加载您附近的物品',
    empty: '您 {{radius}} 公里范围内暂无物品。',
  },
  nearMe: {
    button: '我附近',
    locating: '正在定位...',
  },
  placeInput: {
    suggestions: '地点建议',
    count_other: '有 {{count}} 条建议。使用上下方向键选择。',
    none: '没有匹配的地点。您可以保留输入的内容。',
  },
};
export default strings;
