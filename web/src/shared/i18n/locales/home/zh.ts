import type { Shape } from '../../shape';
import type en from './en';

const strings: Shape<typeof en> = {
  hero: {
    badge: '个人对个人的租赁平台',
    title: '万物皆可租，人人皆可借',
    body: '向附近的人借用你需要的东西，用你闲置的物品赚钱。省钱又减少浪费，用户经过验证，付款安全，还可选购保险。',
    findItems: '寻找可租物品',
    listItems: '发布你的物品',
    popularCategories: '热门分类',
    when: '什么时候？',
    from: '从',
    to: '到',
    findAvailable: '查找可租物品',
    dateProblems: {
      needStart: '请同时选择第一天',
      needEnd: '请同时选择最后一天',
      endBeforeStart: '最后一天不能早于第一天',
      past: '无法搜索过去的日期',
    },
  },
  categories: {
    title: '按分类浏览',
    subtitle: '精准找到你需要的东西',
    count_one: '{{count}} 件物品',
    count_other: '{{count}} 件物品',
  },
  featured: {
    title: '精选物品',
    subtitle: '可供租用的热门物品',
    viewAll: '查看全部',
    viewAllName: '查看全部物品',
    loading: '正在加载精选物品',
    error: '无法加载精选物品，请稍后再试。',
    empty: '暂时还没有可租用的物品。',
  },
  recent: {
    title: '最新上架',
    subtitle: '平台上最新发布的物品',
    loading: '正在加载最新物品',
    error: '无法加载最新物品，请稍后再试。',
    empty: '还没有人发布物品。',
    beFirst: '成为第一个发布物品的人！',
    new: '新品',
  },
  how: {
    title: '如何运作',
    subtitle: '租用只需三个简单步骤',
    step: '第 {{number}} 步',
    find: {
      title: '找到你需要的',
      text: '搜索你附近的成千上万件物品，从相机、工具到自行车和露营装备。',
    },
    book: {
      title: '预订并沟通',
      text: '选择日期，发送请求，并与物主约定自取或送货。',
    },
    rent: {
      title: '租用并归还',
      text: '尽情使用物品，然后按时以收到时的状态归还。',
    },
  },
  why: {
    title: '为什么选择租用？',
    subtitle: '对你的钱包、你的邻居和地球都有好处',
    save: { title: '节省开支', text: '一年只用一次的东西，租一天就够了。' },
    waste: { title: '减少浪费', text: '共享现有物品，而不是购买新的。' },
    secure: {
      title: '安全可信',
      text: '经过验证的会员、评价和押金为每一次租赁保驾护航。',
    },
    community: {
      title: '支持本地社区',
      text: '你的钱留给了用自己物品赚钱的邻居。',
    },
  },
  testimonials: {
    title: '听听社区怎么说',
    maya: {
      quote: '我为一次周末拍摄租了一台电影摄影机，价格只是购买的零头。',
      role: '电影制作人',
    },
    daniel: {
      quote: '我的电动工具以前一直放在车库里吃灰，现在每个月都能为自己赚回成本。',
      role: '物主',
    },
    priya: {
      quote: '我们度假时借了一顶帐篷和两辆自行车。预订很快，物主人也很好。',
      role: '租客',
    },
  },
  cta: {
    title: '准备好开始租用了吗？',
    body: '用你拥有的物品赚钱，或者今天就从附近的人那里找到你需要的东西。',
    browse: '浏览物品',
  },
  app: {
    title: '随身带上 KoalaRent',
    body: '随时随地浏览、预订并与物主聊天。租赁请求一经批准，立即通知你。',
  },
};
export default strings;
