import { useEffect } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { homeBlockVisible, homePositions } from "../../core";
import { ErrorState } from "../../shared/ui/ErrorState";
import { EmptyState } from "../../shared/ui/EmptyState";
import { useBanners, useHomeBlocks, useSliders } from "./api";
import { Banners } from "./Banners";
import { ProductCarousel, ProductCarouselSkeleton } from "../../shared/products/ProductCarousel";
import { Slideshow } from "./Slideshow";

/** Each home position's title. */
export const BLOCK_TITLE_IDS: Record<string, string> = {
  position_first: "home.block.first",
  position_second: "home.block.second",
  position_third: "home.block.third",
  position_fourth: "home.block.fourth",
  position_fifth: "home.block.fifth",
  position_sixth: "home.block.sixth",
  position_seventh: "home.block.seventh",
  position_eighth: "home.block.eighth",
  position_ninth: "home.block.ninth",
  position_tenth: "home.block.tenth",
  position_eleventh: "home.block.eleventh",
  position_twelfth: "home.block.twelfth",
  position_thirteenth: "home.block.thirteenth",
};

/** Blocks after this many come after the banners (and are shown only with enough products). */
const BLOCKS_BEFORE_BANNERS = 3;

/**
 * Home: the slideshow, the 13 product blocks in the core's order (blocks 4 to 13 only with more
 * than 2 products, core `homeBlockVisible`) and the banners after the third block.
 */
export function HomePage() {
  const intl = useIntl();
  const positions = homePositions();
  const blocks = useHomeBlocks();
  const sliders = useSliders();
  const banners = useBanners();
  // One message (and one retry) for whatever part of the page failed to load.
  const failed = [sliders, banners, blocks].filter((list) => list.isError);

  useEffect(() => {
    document.title = intl.formatMessage({ id: "shop.name" });
  }, [intl]);

  const renderBlock = (position: string, index: number) => {
    if (blocks.isPending) return index < BLOCKS_BEFORE_BANNERS ? <ProductCarouselSkeleton key={position} /> : null;
    const block = blocks.data?.[position];
    if (!block) return null;
    const { products, currency } = block;
    if (!homeBlockVisible(index + 1, products.length)) return null;
    return (
      <ProductCarousel
        key={position}
        testId="home-block"
        title={<FormattedMessage id={BLOCK_TITLE_IDS[position] ?? "home.block.first"} />}
        products={products}
        currency={currency}
        deferred={index > 0}
      />
    );
  };

  const settled = [sliders, banners, blocks].every((list) => list.isSuccess);
  const nothingToShow =
    settled &&
    (sliders.data?.length ?? 0) === 0 &&
    (banners.data?.length ?? 0) === 0 &&
    positions.every((position, index) => !homeBlockVisible(index + 1, blocks.data?.[position]?.products.length ?? 0));

  return (
    <div className="home" data-testid="home">
      <h1 className="visually-hidden">
        <FormattedMessage id="home.title" />
      </h1>
      {failed.length > 0 && <ErrorState onRetry={() => failed.forEach((list) => list.refetch())} />}
      <Slideshow />
      {nothingToShow && (
        <EmptyState testId="home-empty" titleId="home.empty.title" icon>
          <Link className="button button--primary" to="/shop/catalog">
            <FormattedMessage id="catalog.empty.browse" />
          </Link>
        </EmptyState>
      )}
      <div className="home__blocks">
        {positions.slice(0, BLOCKS_BEFORE_BANNERS).map((position, index) => renderBlock(position, index))}
        <Banners />
        {positions.slice(BLOCKS_BEFORE_BANNERS).map((position, index) => renderBlock(position, index + BLOCKS_BEFORE_BANNERS))}
      </div>
    </div>
  );
}
